// The checkout named by `?sid`, as the server knows it: the page says only what is true of it.
import { lookUpCheckout } from '../checkoutLookup.ts'

export const data = lookUpCheckout

export type Data = Awaited<ReturnType<typeof data>>
