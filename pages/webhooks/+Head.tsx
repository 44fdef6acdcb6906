export { ConsoleHead as default } from '../../ui/console/ConsoleHead.tsx'
