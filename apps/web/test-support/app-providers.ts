/**
 * The app's providers (right-to-left styles, the theme, the data cache) for component tests. A test
 * sits beside the code it tests, outside app/, where biome.json forbids importing from app/: the
 * one way in is here, so the rule keeps holding for the app's own code.
 */
export { AppProviders } from '../src/app/providers.tsx';
