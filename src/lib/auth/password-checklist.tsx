import { Check, Circle } from 'lucide-react';
import { cn } from '../cn';
import { checkPassword, type PasswordPolicy } from './password-policy';

/** The live list of password requirements under a new password field (register, profile). */
export function PasswordChecklist({
  policy,
  password,
  id,
}: {
  policy: PasswordPolicy;
  password: string;
  id: string;
}) {
  const requirements = checkPassword(policy, password);
  return (
    <ul id={id} aria-label="Password requirements" className="space-y-1">
      {requirements.map((r) => (
        <li
          key={r.id}
          className={cn(
            'flex items-center gap-2 text-xs',
            r.met ? 'text-success' : 'text-muted-foreground',
          )}
        >
          {r.met ? (
            <Check aria-hidden className="size-3.5" />
          ) : (
            <Circle aria-hidden className="size-3.5" />
          )}
          <span>
            {r.label}
            <span className="sr-only">{r.met ? ' (met)' : ' (not met yet)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
