// A refusal the client should read (a payment, an onboarding, a sign-in): the error middleware
// answers `{ error: message }` with `status`.
export class Refusal extends Error {
  readonly status: number
  readonly expose = true

  constructor(status: number, message: string, options?: ErrorOptions) {
    super(message, options)
    this.status = status
  }
}
