/** A REST success body for the public forms: `{ message, data: { message } }` (the spec's client reads `data.message`). */
export interface MessageBody {
  message: string;
  data: { message: string };
}

/** Wraps a service's `{ message }` result as a {@link MessageBody}. */
export function messageBody({ message }: { message: string }): MessageBody {
  return { message, data: { message } };
}
