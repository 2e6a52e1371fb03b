import type { ContactMessage } from '@contracts/contact';
import { callOperation } from '@/lib/firebase/functions';

/** Loaded on the first send only, so the contact page itself carries no Functions SDK. */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await callOperation('contactOperations', 'submit', message);
}
