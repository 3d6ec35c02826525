/** What other features may use from the requests feature: the fields that name a wanted title. */
export { TitleRequestFields, type TitleRequestValues } from './components/title-request-fields.tsx';
