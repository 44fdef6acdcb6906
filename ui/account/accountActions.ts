// The two account actions the console shell offers everywhere: Payouts and Sign out.
import { forgetKeptAnswers } from '../console/serviceWorker.ts'
import { showToast } from '../toast/toastStore.ts'
import { accountErrorText, openPayouts, signOut } from './accountApi.ts'

/** Opens the creator's Stripe Express dashboard through a fresh login link, or explains demo payouts. */
export async function goToPayouts(creatorId?: string): Promise<void> {
  try {
    const { url, message } = await openPayouts(creatorId)
    if (url) window.location.assign(url)
    else showToast({ title: 'Payouts', description: message, duration: 8000 })
  } catch (error) {
    showToast({ title: 'Payouts could not be opened', description: accountErrorText(error) ?? undefined, variant: 'destructive' })
  }
}

/** Ends this browser's sessions, forgets what the console kept for offline use, and goes to the sign-in page. */
export async function signOutHere(): Promise<void> {
  try {
    await signOut()
    await forgetKeptAnswers()
    window.location.assign('/signin?signedOut=1')
  } catch (error) {
    showToast({ title: 'Sign out failed', description: accountErrorText(error) ?? undefined, variant: 'destructive' })
  }
}
