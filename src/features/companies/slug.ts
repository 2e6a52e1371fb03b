/** Longest slug the contract accepts (COMPANY_SLUG_PATTERN). */
const MAX_SLUG = 48;

/**
 * A slug derived from a company name: "Café Zoë & Co." → "cafe-zoe-co". Accents are dropped,
 * anything else that is not a letter or digit becomes one hyphen, and the ends are trimmed.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}
