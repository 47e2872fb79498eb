/*
 * Schema validation failures in plain sentences (issue 10): the people reading them are users,
 * not the schema's authors, so `email must match format "email"` becomes "Please enter a valid
 * email address." The client maps the same raw phrasings (src/app/errorTexts.ts) for answers
 * from elsewhere (mocks, older servers).
 */
export type AjvIssue = {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** "newPassword" → "New password", "category.name" → "Name". */
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() || field;
  const words = last
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This field';
}

const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

/** One failed rule as a sentence about the field. */
export function plainIssue(field: string, issue: AjvIssue): string {
  const label = fieldLabel(field);
  const limit = Number(issue.params?.limit);
  switch (issue.keyword) {
    case 'required':
      return `${label} is required.`;
    case 'format':
      return issue.params?.format === 'email'
        ? 'Please enter a valid email address.'
        : `${label} is not in a valid format.`;
    case 'minLength':
      return limit <= 1
        ? `${label} is required.`
        : `${label} must be at least ${characters(limit)}.`;
    case 'maxLength':
      return `${label} must be at most ${characters(limit)}.`;
    case 'enum': {
      const allowed = issue.params?.allowedValues;
      return Array.isArray(allowed)
        ? `${label} must be one of: ${allowed.join(', ')}.`
        : `${label} is not an allowed value.`;
    }
    case 'pattern':
      return `${label} is not in the expected format.`;
    case 'type':
      return `${label} has the wrong type of value.`;
    case 'minimum':
      return `${label} must be at least ${limit}.`;
    case 'maximum':
      return `${label} must be at most ${limit}.`;
    case 'maxItems':
      return `${label} has too many entries.`;
    default:
      return `${label} is not valid.`;
  }
}
