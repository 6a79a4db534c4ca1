/** Code-sample tabs on API operation pages (docusaurus-theme-openapi-docs `languageTabs`). */
export const apiCodeSampleLanguages = [
  {highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests'},
  {highlight: 'bash', language: 'curl', logoClass: 'curl', variant: 'curl'},
  {highlight: 'csharp', language: 'csharp', logoClass: 'csharp', variant: 'httpclient'},
  {highlight: 'go', language: 'go', logoClass: 'go', variant: 'native'},
  {highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs', variant: 'axios'},
  {highlight: 'ruby', language: 'ruby', logoClass: 'ruby', variant: 'net::http'},
  {highlight: 'php', language: 'php', logoClass: 'php', variant: 'guzzle'},
  {highlight: 'java', language: 'java', logoClass: 'java', variant: 'okhttp'},
  {highlight: 'powershell', language: 'powershell', logoClass: 'powershell', variant: 'restmethod'},
];
