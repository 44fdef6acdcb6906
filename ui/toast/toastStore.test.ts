import { beforeEach, describe, expect, it } from 'vitest'
import { listenForToastEvents, showToast, TOAST_EVENT, useToastStore } from './toastStore.ts'

beforeEach(() => {
  useToastStore.setState({ toasts: [] })
})

describe('showToast', () => {
  it('keeps one toast at a time, the newest', () => {
    showToast({ title: 'First' })
    showToast({ title: 'Failed to copy', description: 'Please copy manually', variant: 'destructive' })
    const { toasts } = useToastStore.getState()
    expect(toasts).toHaveLength(1)
    expect(toasts[0]).toMatchObject({ title: 'Failed to copy', description: 'Please copy manually', variant: 'destructive', duration: 5000, open: true })
  })
})

describe('dismiss', () => {
  it('closes the toast', () => {
    const id = showToast({ title: 'Saved' })
    useToastStore.getState().dismiss(id)
    expect(useToastStore.getState().toasts[0]?.open).toBe(false)
  })
})

describe('listenForToastEvents', () => {
  it('shows a boost:toast event with its message, 2200 ms by default', () => {
    const target = new EventTarget()
    const stop = listenForToastEvents(target)
    target.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message: 'Boost sent' } }))
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Boost sent', duration: 2200, variant: 'default' })
    target.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message: 'Nope', duration: 900, variant: 'destructive' } }))
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Nope', duration: 900, variant: 'destructive' })
    stop()
    target.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { message: 'Ignored' } }))
    expect(useToastStore.getState().toasts[0]?.title).toBe('Nope')
  })

  it('ignores an event without a message', () => {
    const target = new EventTarget()
    const stop = listenForToastEvents(target)
    target.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { duration: 1 } }))
    expect(useToastStore.getState().toasts).toEqual([])
    stop()
  })
})
