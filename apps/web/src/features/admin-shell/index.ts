/**
 * The operator console's shell: its frame, guard and navigation (`AdminApp`, given the sections'
 * routes by app/admin-console.tsx), and what every admin feature shares: page states, tables,
 * dialogs, filters in the address, dates, the shell's Persian text. The admin features use one
 * another only through their own index.ts.
 */
export { ActionDialog, actionFailure } from './components/action-dialog.tsx';
export { AdminLoadError } from './components/admin-load-error.tsx';
export { AdminLoading } from './components/admin-loading.tsx';
export { AdminNotFound } from './components/admin-not-found.tsx';
export { AdminPageHeader } from './components/admin-page-header.tsx';
export { type AdminColumn, AdminTable } from './components/admin-table.tsx';
export { AdminToastProvider, useAdminToast } from './components/admin-toast.tsx';
export { ConfirmDialog } from './components/confirm-dialog.tsx';
export { FilterBar, FilterSelect, SearchFilterBar } from './components/filter-bar.tsx';
export { FormSection } from './components/form-section.tsx';
export { ItemDialog, type ItemField } from './components/item-dialog.tsx';
export { ListEmpty, ListSkeleton } from './components/list-states.tsx';
export { LoadedRecord } from './components/loaded-record.tsx';
export { ReasonField } from './components/reason-field.tsx';
export { RecordFacts } from './components/record-facts.tsx';
export { BackButton, PublicPageButton } from './components/record-links.tsx';
export { showEmptyOption } from './components/show-empty-option.ts';
export { adminRoute } from './lib/admin-page.tsx';
export { type FieldKind, type FormValue, type FormValues, formValuesOf, patchBody } from './lib/edit-form.ts';
export { formatJalaliDateTime } from './lib/format-date-time.ts';
export { readListFilters, writeListFilters } from './lib/list-filters-in-url.ts';
export { routeId } from './lib/route-id.ts';
export { useListFilters } from './lib/use-list-filters.ts';
export { adminMessages } from './messages.ts';
export { AdminApp } from './routes/admin-app.tsx';
