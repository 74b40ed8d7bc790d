import { roleLayout } from '@/components/layout/role-layout'

export default roleLayout('parent')
