import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { adminMessages, useAdminToast } from '../../admin-shell/index.ts';
import { adminPersianGapsQueryKey } from '../api/list-title-gaps.ts';

export interface GapField {
  name: string;
  label: string;
  multiline?: boolean;
}

/**
 * The Persian work queue's inline form: the missing Persian fields of one record, saved through
 * the catalogue editor's own edit (`save`), after which the queue is read again.
 */
export function GapEditor({
  fields,
  label,
  save,
}: {
  fields: GapField[];
  /** Names the form for assistive technology: which record it edits. */
  label: string;
  save(values: Record<string, string>): Promise<unknown>;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const toast = useAdminToast();
  const queryClient = useQueryClient();
  const filled = Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await save(filled);
      toast(adminMessages.common.saved);
      await queryClient.invalidateQueries({ queryKey: adminPersianGapsQueryKey });
    } catch (error) {
      toast(error instanceof ApiError ? error.message : adminMessages.common.failed, 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box
      component="form"
      aria-label={label}
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 280 }}
    >
      <Box sx={{ display: 'grid', gap: 1, flex: 1 }}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            size="small"
            label={field.label}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            multiline={field.multiline}
            minRows={field.multiline ? 2 : undefined}
          />
        ))}
      </Box>
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="small"
        disabled={saving || Object.keys(filled).length === 0}
      >
        {saving ? adminMessages.common.saving : adminMessages.common.save}
      </Button>
    </Box>
  );
}
