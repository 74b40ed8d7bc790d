/**
 * Where an e2e backend's inbox listens: MailDev's SMTP and web/API ports, derived from the
 * backend's fixed API port so that the port check before the run can name them all. Slot 0
 * takes the API port + 2 and + 3, slot 1 (the second pair's backend, itself on the API port
 * + 1) + 4 and + 5.
 */
export const mailPorts = (apiPort: number, slot = 0) => ({
  smtpPort: apiPort + 2 + 2 * slot,
  webPort: apiPort + 3 + 2 * slot,
})
