import { roleLayout } from '@/components/layout/role-layout'
import { STAFF } from '@/lib/auth/route-rules'

// Guards every page under /teacher.
export default roleLayout(STAFF, '/teacher')
