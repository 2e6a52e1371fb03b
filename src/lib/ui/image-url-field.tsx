import { Avatar } from '../companies/avatar';
import { TextField, type TextFieldProps } from './text-field';

/** Only a complete http(s) address is worth loading as a preview. */
export function previewable(url: string | null | undefined): string | null {
  return url && /^https?:\/\/[^/\s]+\.[^/\s]+\/\S+/.test(url.trim()) ? url.trim() : null;
}

/** A picture's address (a photo, a logo), with a preview of it, or initials until it loads. */
export function ImageUrlField({
  url,
  initialsOf,
  shape,
  ...props
}: Omit<TextFieldProps, 'leading' | 'hint' | 'type' | 'inputMode'> & {
  /** The field's current value (watched by the form). */
  url: string | null | undefined;
  /** Whose initials stand in while there is no picture. */
  initialsOf: string | null | undefined;
  shape?: 'circle' | 'square';
}) {
  return (
    <TextField
      {...props}
      type="url"
      inputMode="url"
      hint="A link to a square image (https://…). Without one we show your initials."
      leading={<Avatar name={initialsOf} src={previewable(url)} size="md" shape={shape} />}
    />
  );
}
