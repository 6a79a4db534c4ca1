import {useEffect, type ReactNode} from 'react';
import Server from '@theme-init/ApiExplorer/Server';
import type ServerType from '@theme/ApiExplorer/Server';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setServer} from '@theme/ApiExplorer/Server/slice';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ServerType>;

/**
 * The theme's server picker chooses the first server when none is chosen
 * yet (or the chosen one is not offered) by dispatching to the page's store
 * while it renders, which updates the endpoint line above it in the middle of
 * a render: React reports "Cannot update a component while rendering a
 * different component". The choice is made here, after rendering, and the
 * picker renders once it is made.
 */
export default function ServerWrapper(props: Props): ReactNode {
  const value = useTypedSelector((state) => state.server.value);
  const options = useTypedSelector((state) => state.server.options);
  const dispatch = useTypedDispatch();
  const chosen = value !== undefined && options.some((option) => option.url === value.url);

  useEffect(() => {
    const [first] = options;
    if (!chosen && first) dispatch(setServer(JSON.stringify(first)));
  }, [chosen, options, dispatch]);

  if (!chosen && options.length > 0) return null;
  return <Server {...props} />;
}
