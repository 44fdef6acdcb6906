// A refusal the client should read: the error middleware answers `{ error: message }` with `status`.
export class PaymentsError extends Error {
  readonly status: number
  readonly expose = true

  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}
