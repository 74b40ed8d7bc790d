// The fixed helper types that follow `Database` in `supabase gen types typescript` output.
// `Enums` and `CompositeTypes` look a name up in one member of a schema (the generator names
// their type parameters differently, so they are arguments too).
const schemaMember = (key: string, options: string, name: string) => `export type ${key}<
  ${options} extends
    | keyof DefaultSchema["${key}"]
    | { schema: keyof DatabaseWithoutInternals },
  ${name} extends ${options} extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[${options}["schema"]]["${key}"]
    : never = never,
> = ${options} extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[${options}["schema"]]["${key}"][${name}]
  : ${options} extends keyof DefaultSchema["${key}"]
    ? DefaultSchema["${key}"][${options}]
    : never`

// `TablesInsert` and `TablesUpdate` differ only in which member of a table they read.
const tablesWrite = (op: 'Insert' | 'Update') => `export type Tables${op}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      ${op}: infer ${op[0]}
    }
    ? ${op[0]}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        ${op}: infer ${op[0]}
      }
      ? ${op[0]}
      : never
    : never

`

export const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

${tablesWrite('Insert')}${tablesWrite('Update')}${schemaMember('Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName')}

${schemaMember('CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName')}`
