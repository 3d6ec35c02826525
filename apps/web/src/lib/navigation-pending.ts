import { createContext, useContext } from 'react';

/**
 * True while a navigation is under way: the router renders each new location as a transition, so
 * the old page stays on screen until the next one has its code and has rendered.
 */
export const NavigationPendingContext = createContext(false);

export const useNavigationPending = () => useContext(NavigationPendingContext);
