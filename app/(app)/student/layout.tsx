import { roleLayout } from '@/components/layout/role-layout'
import { STUDENT_ONLY } from '@/lib/auth/route-rules'

// Guards every page under /student.
export default roleLayout(STUDENT_ONLY, '/student/classes')
