import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import type { Plan } from '@pardeh/contract';
import type { ChangeEvent } from 'react';
import { premiumMessages as text } from '../../../messages/premium.ts';
import { formatToman } from '../lib/price.ts';

interface PlanPickerProps {
  plans: Plan[] | undefined;
  value: string;
  error?: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** The plans as radio rows, each with its price: the gift form's plan choice. */
export function PlanPicker({ plans, value, error, onChange }: PlanPickerProps) {
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id="gift-plan-label" sx={{ color: 'text.secondary', mb: 1 }}>
        {text.gift.plan}
      </FormLabel>
      {plans ? (
        <RadioGroup
          aria-labelledby="gift-plan-label"
          aria-describedby={error ? 'gift-plan-error' : undefined}
          name="planId"
          value={value}
          onChange={onChange}
          sx={{ display: 'grid', gap: 1 }}
        >
          {plans.map((plan) => {
            const checked = value === String(plan.id);
            return (
              <Box
                component="label"
                key={plan.id}
                data-plan-option={plan.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  pe: 2,
                  borderRadius: 2,
                  border: '1px solid',
                  borderColor: checked ? 'secondary.main' : 'divider',
                  bgcolor: checked ? 'rgba(31,191,154,0.08)' : 'transparent',
                  cursor: 'pointer',
                }}
              >
                <Radio color="secondary" value={String(plan.id)} />
                <Box component="span" sx={{ flexGrow: 1, fontWeight: 600 }}>
                  {plan.name}
                </Box>
                <Box
                  component="span"
                  sx={{ color: 'text.secondary', fontSize: '0.9rem', whiteSpace: 'nowrap' }}
                >
                  {formatToman(plan.priceRial)}
                </Box>
              </Box>
            );
          })}
        </RadioGroup>
      ) : (
        <Skeleton variant="rounded" sx={{ height: 180, borderRadius: 2 }} />
      )}
      {error && <FormHelperText id="gift-plan-error">{error}</FormHelperText>}
    </FormControl>
  );
}
