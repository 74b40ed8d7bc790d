import { roleLayout } from '@/components/layout/role-layout'
import { STAFF } from '@/lib/auth/route-rules'

export default roleLayout(STAFF, '/students')
