// The social-cards plugin's meta tags naming a page's card, for the site's own page components
// (the changelog's list, archive and release notes) whose cards the plugin draws.
declare module '@theme/SocialCardMeta' {
  export {default} from '@site/src/plugins/social-cards/theme/SocialCardMeta';
}
