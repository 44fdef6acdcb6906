// Email out of Boost, through any SMTP server (SMTP_URL) with nodemailer.
import nodemailer from 'nodemailer'

export type Mailer = { send(message: { to: string; subject: string; text: string }): Promise<void> }

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
  }
}
