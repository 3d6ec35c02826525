import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import type { PaymentGateway, PaymentGatewayId } from '@pardeh/contract';
import { premiumMessages as text } from '../../../messages/premium.ts';

interface GatewayChoiceProps {
  gateways: PaymentGateway[] | undefined;
  failed: boolean;
  value: PaymentGatewayId | undefined;
  onChange(gateway: PaymentGatewayId): void;
}

/**
 * The gateways to pay through, the site's default first and chosen. A test gateway is marked as
 * such beside its name and, when chosen, says plainly that no money moves.
 */
export function GatewayChoice({ gateways, failed, value, onChange }: GatewayChoiceProps) {
  if (failed)
    return (
      <Alert severity="error" variant="outlined">
        {text.join.gatewaysError}
      </Alert>
    );
  if (!gateways) return <Skeleton variant="rounded" sx={{ height: 56, borderRadius: 2 }} />;
  if (gateways.length === 0)
    return (
      <Alert severity="warning" variant="outlined">
        {text.join.noGateway}
      </Alert>
    );
  const chosen = gateways.find((gateway) => gateway.id === value);
  return (
    <FormControl>
      <FormLabel id="gateway-label" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {text.join.gateway}
      </FormLabel>
      <RadioGroup
        aria-labelledby="gateway-label"
        name="gateway"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as PaymentGatewayId)}
      >
        {gateways.map((gateway) => (
          <FormControlLabel
            key={gateway.id}
            value={gateway.id}
            control={<Radio color="secondary" />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {gateway.name}
                {gateway.test && (
                  <Box
                    component="span"
                    data-test-gateway
                    sx={{
                      px: 1,
                      borderRadius: 1,
                      fontSize: '0.75rem',
                      fontWeight: 700,
                      color: '#ffd76a',
                      border: '1px solid rgba(245,197,24,0.5)',
                    }}
                  >
                    {text.join.testGateway}
                  </Box>
                )}
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {chosen?.test && (
        <Alert severity="warning" variant="outlined" sx={{ mt: 1, borderRadius: 2 }}>
          {text.join.testGatewayNote}
        </Alert>
      )}
    </FormControl>
  );
}
