import { TextInput } from '../../shared/ui/fields';
import { validateEmail } from '../profile-rules';

export interface EmailAddressFieldProps {
  value: string;
  onChange: (value: string) => void;
  revealed: boolean;
  /** The server's message about the address, if any. */
  error?: string;
}

/** The email address input of onboarding step 2 and the profile's add/change email page: same rules and keyboard. */
export function EmailAddressField({ value, onChange, revealed, error }: EmailAddressFieldProps) {
  return (
    <TextInput
      type="email"
      label="Email address"
      value={value}
      onChange={onChange}
      validate={validateEmail}
      forceShowError={revealed}
      error={error}
      hint="For example, name@example.com"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}
