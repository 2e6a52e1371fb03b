import { Search } from 'lucide-react';
import { cn } from '../cn';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';

/**
 * A labelled search box with its Search button, inside a list's search form (the form, with
 * `role="search"`, runs the search on submit).
 */
export function SearchField({
  id,
  label,
  value,
  placeholder,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          Search
        </Button>
      </div>
    </div>
  );
}
