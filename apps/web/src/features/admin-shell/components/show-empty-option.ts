/**
 * Slot props of a select whose first option is an empty value («همه», «همه‌ی ژانرها»): MUI shows
 * nothing for an empty value unless told to, so the label would sit over a blank field.
 */
export const showEmptyOption = {
  select: { displayEmpty: true },
  inputLabel: { shrink: true },
} as const;
