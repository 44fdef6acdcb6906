import type { PageContext } from 'vike/types'
import type { Data } from './+data.ts'

const TITLES = { complete: 'Boost Successful!', open: 'Confirming your payment', cancelled: 'Boost Cancelled', expired: 'Checkout expired' } as const

export function title(pageContext: PageContext<Data>) {
  const status = pageContext.data.session?.status
  return `${status ? TITLES[status] : 'Boost not found'} | Boost`
}
