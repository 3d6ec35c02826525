import { type ChangeEvent, useState } from 'react';

/**
 * A form's values as typed and each field's error. `set(name)` is a field's change handler (it
 * clears that field's error); `field(name)` a text field's props, its id `<idPrefix>-<name>`.
 */
export function useFormFields<Values extends { [Name in keyof Values]: string }>(
  idPrefix: string,
  initial: () => Values,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  const set =
    (name: keyof Values & string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    };

  const field = (name: keyof Values & string) => ({
    name,
    id: `${idPrefix}-${name}`,
    value: values[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  return { values, setValues, errors, setErrors, set, field };
}
