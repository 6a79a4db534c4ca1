import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Editor} from 'react-live';

// The request form's context comes from the OpenAPI theme, which requires react-hook-form's
// CommonJS build; an `import` would resolve to its ES module build, a second copy of the
// library whose context the theme's form never provides.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {Controller, useFormContext} = require('react-hook-form') as typeof import('react-hook-form');

type Props = {
  /** The body the editor starts with (the operation's example). */
  children: string;
  /** Called with the body each time it changes. */
  action: (code: string) => void;
  language?: string;
  required?: boolean;
};

/**
 * The request panel's body editor: the OpenAPI theme's, without react-live's
 * LiveProvider. The theme wraps its editor in LiveProvider only for the
 * editing context, but LiveProvider also compiles and runs the text as a
 * JavaScript component on every change (`new Function`), which the site's
 * Content-Security-Policy refuses (no 'unsafe-eval'): each API page with a
 * request body reported a violation. The body is JSON or XML; nothing about
 * it needs evaluating. Same markup classes, same required-field rule.
 */
export default function LiveEditor({children, action, language, required}: Props): ReactNode {
  const prismTheme = usePrismTheme();
  const [code, setCode] = useState(() => children.replace(/\n$/, ''));
  const {
    control,
    formState: {errors},
  } = useFormContext();

  useEffect(() => {
    action(code);
    // The theme's editor reports the body when it changes, not when the callback's identity does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  const error = errors.requestBody;
  return (
    <div className="openapi-explorer__playground-container">
      <Controller
        control={control}
        name="requestBody"
        rules={{
          required: required && !code ? translate({id: 'theme.openapi.form.fieldRequired', message: 'This field is required'}) : false,
        }}
        render={({field: {onChange}}) => (
          <Editor
            className={clsx('openapi-explorer__playground-editor', {
              'openapi-explorer__form-item-input': error,
              error,
            })}
            code={code}
            language={language ?? 'json'}
            theme={prismTheme}
            // Tab leaves the editor instead of indenting, so the keyboard can move on.
            tabMode="focus"
            onChange={(text: string) => {
              setCode(text);
              onChange(text);
            }}
          />
        )}
      />
      {error && typeof error.message === 'string' && <div className="openapi-explorer__input-error">{error.message}</div>}
    </div>
  );
}
