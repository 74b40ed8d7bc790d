import { roleLayout } from '@/components/layout/role-layout'
import { PRINCIPAL_ONLY } from '@/lib/auth/route-rules'

export default roleLayout(PRINCIPAL_ONLY, '/teachers')
