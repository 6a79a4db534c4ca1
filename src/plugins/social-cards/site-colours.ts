import type {MarkColours} from '../../components/LogoMark/geometry';

/**
 * Custom properties declared in one rule of a style sheet (`--name: value;`),
 * by the rule's exact selector. Enough for the site's own sheets, whose
 * colours are plain values.
 */
export function customProperties(css: string, selector: string): Record<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const result: Record<string, string> = {};
  const rule = /([^{}]+)\{([^{}]*)\}/g;
  for (let match = rule.exec(withoutComments); match; match = rule.exec(withoutComments)) {
    if (match[1]!.trim() !== selector) continue;
    for (const declaration of match[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);?/g)) {
      result[declaration[1]!] = declaration[2]!.trim();
    }
  }
  return result;
}

export type CardColours = {background: string; accent: string; text: string; mark: MarkColours};

/**
 * The card's colours, taken from the site's style sheets so they follow the
 * site: the dark tile of the navbar's call to action as background, the
 * dark mode's primary green for the section, and the mark as it is drawn in
 * dark mode (green tile), which stands out on that background.
 */
export function cardColours(customCss: string, logoCss: string): CardColours {
  const light = customProperties(customCss, ':root');
  const dark = customProperties(customCss, "[data-theme='dark']");
  const darkMark = customProperties(logoCss, ":global([data-theme='dark']) .mark");
  const pick = (values: Record<string, string>, name: string, file: string) => {
    const value = values[name];
    if (!value || !/^#[0-9a-f]{3,8}$/i.test(value)) {
      throw new Error(`social-cards: ${file} has no hex colour for ${name}; the cards take their colours from it.`);
    }
    return value;
  };
  return {
    background: pick(light, '--agenta-cta-bg', 'src/css/custom.css'),
    text: pick(light, '--agenta-cta-fg', 'src/css/custom.css'),
    accent: pick(dark, '--ifm-color-primary', 'src/css/custom.css'),
    mark: {
      tile: pick(darkMark, '--logo-tile', 'src/components/LogoMark/styles.module.css'),
      letter: pick(darkMark, '--logo-letter', 'src/components/LogoMark/styles.module.css'),
      dot: pick(darkMark, '--logo-dot', 'src/components/LogoMark/styles.module.css'),
    },
  };
}
