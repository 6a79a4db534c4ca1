/**
 * Stands in for postman-code-generators' list of all 35 generators
 * (lib/assets/languages.js), which makes the browser download every one of
 * them, several bundling a megabyte of their own dependencies. These are the
 * generators behind the code-sample tabs in config/api-languages.ts;
 * tests/unit/patches.test.ts checks the two lists agree.
 */
const generator = (lang, variant, syntaxMode, main) => ({
  type: 'code_generator',
  lang,
  variant,
  syntax_mode: syntaxMode,
  main,
});

module.exports = [
  generator('csharp', 'HttpClient', 'csharp', require('postman-code-generators/codegens/csharp-httpclient/index.js')),
  generator('curl', 'cURL', 'powershell', require('postman-code-generators/codegens/curl/index.js')),
  generator('go', 'Native', 'golang', require('postman-code-generators/codegens/golang/index.js')),
  generator('java', 'OkHttp', 'java', require('postman-code-generators/codegens/java-okhttp/index.js')),
  generator('nodejs', 'Axios', 'javascript', require('postman-code-generators/codegens/nodejs-axios/index.js')),
  generator('php', 'Guzzle', 'php', require('postman-code-generators/codegens/php-guzzle/index.js')),
  generator('powershell', 'RestMethod', 'powershell', require('postman-code-generators/codegens/powershell-restmethod/index.js')),
  generator('python', 'Requests', 'python', require('postman-code-generators/codegens/python-requests/index.js')),
  generator('Ruby', 'Net::HTTP', 'ruby', require('postman-code-generators/codegens/ruby/index.js')),
];
