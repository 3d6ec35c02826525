/**
 * The API's field errors and where they show: a 422 answers `{ message, errors: { field: [..] } }`;
 * the first message of each field goes under that field, and focus goes to the first field with
 * one, in the order the form shows them.
 */

/** The first message of each field of a 422's `errors`. */
export function firstFieldErrors(
  errors: Record<string, string[] | undefined> | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, list] of Object.entries(errors ?? {})) {
    if (list?.[0]) fields[field] = list[0];
  }
  return fields;
}

/** Moves focus to the first control of the form, in document order, whose name has an error. */
export function focusFirstInvalid(
  form: HTMLFormElement | null | undefined,
  errors: Record<string, unknown>,
): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    // A radio group's inputs share the name: the first one takes focus.
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
