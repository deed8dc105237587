import type { Message } from '@portfolio/shared/schemas';

/**
 * A `mailto:` that opens the owner's mail client with the answer started: to the visitor (the address they gave
 * is where they asked to be answered), a subject that says what it answers, and their message quoted below.
 */
export function replyLink(message: Message, receivedOn: string): string {
  const subject = `Re: your message${message.project ? ` about ${message.project.name}` : ''}`;
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nOn ${receivedOn}, ${message.name} wrote:\n${quoted}\n`;
  // encodeURIComponent, not URLSearchParams: mail clients read '+' as a plus, not a space.
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
