import type { FastifySchemaValidationError } from 'fastify';
import { isPlainValidationError } from './validator-compiler.ts';

/** How the whole of a validated part is named when the issue is about the part itself. */
const PART_NAMES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The URL',
  headers: 'The request headers',
};

/** Field-relative messages ('must be ...', 'is required') read on from the field's name. */
const CONTINUES_A_SENTENCE = /^(must|is|are|has|have|may|can|cannot|should|needs?|does|contains)\b/;

/** The field-relative `text` as a sentence about `subject`; a message written as a whole sentence stays as it is. */
function sentence(subject: string, text: string): string {
  // a message that already names its field ('line1 is required', spec 3 §5) reads as it is
  if (text.startsWith(`${subject} `)) return text;
  if (CONTINUES_A_SENTENCE.test(text)) return `${subject} ${text}`;
  return /^[a-z]/.test(text) ? `${subject}: ${text}` : text;
}

/**
 * A failed validation as the API's 422 body: `errors` maps each field (dotted path, as the web app's forms
 * name them) to its messages, and `message` is the first of them as a sentence that names the field
 * ('id must be a whole number between 1 and 2147483647'). Messages the contracts wrote as whole sentences
 * ('The email field is required.') are kept as they are.
 */
export function validationAnswer(
  validation: FastifySchemaValidationError[],
  context: string | undefined,
): { message: string; errors: Record<string, string[]> } {
  const part = context ?? 'body';
  const errors: Record<string, string[]> = {};
  let message: string | undefined;
  for (const issue of validation) {
    const path = isPlainValidationError(issue)
      ? issue.path
      : issue.instancePath.split('/').filter((segment) => segment !== '');
    const field = path.join('.') || part;
    const text = issue.message || 'is invalid';
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
    if (message === undefined) {
      const subject = path.length > 0 ? field : (PART_NAMES[part] ?? part);
      message = sentence(subject, text);
    }
  }
  return { message: message ?? 'The request is invalid.', errors };
}
