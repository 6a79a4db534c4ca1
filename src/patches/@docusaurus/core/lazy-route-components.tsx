/**
 * Docusaurus's ComponentCreator for the generated route table
 * (.docusaurus/routes.js), creating each route's loadable component when the
 * route is first rendered or preloaded rather than when the table loads.
 * The table holds some 200 routes, and creating all of their components is
 * part of the start-up task of every page, which needs one or three.
 */
import type {ComponentType, ReactNode} from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator.js';

type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let created: RouteComponent | undefined;
  const component = (): RouteComponent => (created ??= createRouteComponent(path, hash) as RouteComponent);
  function Route(props: object): ReactNode {
    const Component = component();
    return <Component {...props} />;
  }
  Route.preload = () => component().preload?.() ?? Promise.resolve();
  return Route;
}
