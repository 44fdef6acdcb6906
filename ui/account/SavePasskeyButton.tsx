// "Save a passkey": makes a passkey for the signed-in creator right here, so they can come back
// from any device. Says what happened in a toast; `onSaved` lets a page refresh what it shows.
import { useState } from 'react'
import { KeyIcon } from '../../assets/icons.tsx'
import { Button, type ButtonSize, type ButtonVariant } from '../Button.tsx'
import { showToast } from '../toast/toastStore.ts'
import { accountErrorText, savePasskey } from './accountApi.ts'
import { passkeySavedHere } from './useMe.ts'

export function SavePasskeyButton({
  creatorId,
  onSaved,
  label = 'Save a passkey',
  variant,
  size,
}: {
  creatorId?: string
  onSaved?: () => void
  label?: string
  variant?: ButtonVariant
  size?: ButtonSize
}) {
  const [saving, setSaving] = useState(false)

  async function save() {
    setSaving(true)
    try {
      const name = await savePasskey(creatorId)
      showToast({ title: 'Passkey saved', description: `“${name}” signs you in on any device, no password needed.` })
      passkeySavedHere()
      onSaved?.()
    } catch (error) {
      const text = accountErrorText(error)
      if (text) showToast({ title: 'The passkey was not saved', description: text, variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Button variant={variant} size={size} onClick={() => void save()} disabled={saving} data-save-passkey>
      <KeyIcon size={16} />
      {saving ? 'Waiting for your device…' : label}
    </Button>
  )
}
