import {useEffect, useId, useState, type ReactNode} from 'react';
import Authorization from '@theme-init/ApiExplorer/Authorization';
import {setAuthData} from '@theme/ApiExplorer/Authorization/slice';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';

import {canRememberApiAuth, forgetApiAuth, rememberApiAuth, rememberedApiAuth} from '../../../client/remembered-api-auth';
import styles from './styles.module.css';

/**
 * The request panel's credentials, plus a choice the theme does not offer:
 * remember them in this tab (sessionStorage), with a button to forget them.
 * Off by default, so a reader's key is stored only when they ask; the
 * theme's own persistence stays off (`themeConfig.api.authPersistence`).
 */
export default function AuthorizationWrapper(): ReactNode {
  const data = useTypedSelector((state) => state.auth.data);
  const dispatch = useTypedDispatch();
  const [available, setAvailable] = useState(false);
  const [remember, setRemember] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const checkboxId = useId();

  // Once, when the panel appears: what this tab remembered fills the fields.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's storage, read after hydration so the first render is the server's
    setAvailable(canRememberApiAuth());
    const remembered = rememberedApiAuth();
    if (!remembered) return;
    setRemember(true);
    for (const [scheme, fields] of Object.entries(remembered)) {
      for (const [key, value] of Object.entries(fields)) {
        if (value) dispatch(setAuthData({scheme, key, value}));
      }
    }
  }, [dispatch]);

  useEffect(() => {
    if (remember) rememberApiAuth(data);
  }, [remember, data]);

  const forget = () => {
    forgetApiAuth();
    setRemember(false);
    for (const [scheme, fields] of Object.entries(data)) {
      for (const key of Object.keys(fields)) dispatch(setAuthData({scheme, key, value: undefined}));
    }
    setAnnouncement('The credentials were forgotten and cleared from the form.');
  };

  return (
    <>
      <Authorization />
      {available && (
        <div className={styles.remember}>
          <div className={styles.choice}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={remember}
              onChange={(event) => {
                setAnnouncement('');
                setRemember(event.target.checked);
                if (!event.target.checked) forgetApiAuth();
              }}
            />
            <label htmlFor={checkboxId}>Remember in this tab until it closes</label>
          </div>
          {remember && (
            <button type="button" className={styles.forget} onClick={forget}>
              Forget
            </button>
          )}
          <div role="status" className="visually-hidden">
            {announcement}
          </div>
        </div>
      )}
    </>
  );
}
