import {z} from 'zod';

import {optionsValidator} from '../../lib/build/plugin-options';

export const routeDataOptionsSchema = z
  .object({
    keepDocIds: z
      .array(z.string())
      .default([])
      .describe("Docs the site's chrome links to by id (the navbar's `doc` items): kept in the browser's global data. Default: none."),
    enabled: z
      .boolean()
      .default(true)
      .describe('False when the route data patches are left out (`npm run bench:patches`): the plugin then does nothing. Default: true.'),
  })
  .strict();

/** The options as docusaurus.config.ts gives them. */
export type RouteDataOptions = z.input<typeof routeDataOptionsSchema>;
/** The options the plugin receives, defaults filled in. */
export type ResolvedRouteDataOptions = z.output<typeof routeDataOptionsSchema>;

export const validateOptions = optionsValidator('route-data', routeDataOptionsSchema);
