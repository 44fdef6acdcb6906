// What a manage link that opens nothing says, on the server's 404 and on the page alike.
import type { NotFoundReason } from '../../../_error/+Page.tsx'

export const NOT_FOUND: NotFoundReason = {
  title: 'Monthly boost not found',
  text: 'No monthly boost has this link. Use the “Manage your monthly boost” link on your receipt or thank-you page, or sign in at your fan page.',
}
