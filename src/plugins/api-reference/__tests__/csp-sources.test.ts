import assert from 'node:assert/strict';
import {test} from 'node:test';

import {apiReferenceCspSources, apiServerCspSources} from '../csp-sources';

test('the API request panel may call Agenta Cloud and any instance the reader names', () => {
  assert.deepEqual(apiReferenceCspSources('openapi/agenta.yaml'), [{'connect-src': ['https://cloud.agenta.ai', 'http:', 'https:']}]);
  assert.deepEqual(
    apiServerCspSources({
      servers: [
        {url: '/api'},
        {url: 'https://{region}.example.com:8443/{version}', variables: {region: {enum: ['eu', 'us'], default: 'eu'}, version: {default: 'v1'}}},
      ],
    }),
    {'connect-src': ['https://eu.example.com:8443', 'https://us.example.com:8443']},
  );
});
