// The checkout the fan backed out of (`?sid`), for the way back to where they came from.
import { lookUpCheckout } from '../checkoutLookup.ts'

export const data = lookUpCheckout

export type Data = Awaited<ReturnType<typeof data>>
