import CGLPKShim
import Testing

/// The C shim turns GLPK's fatal errors into return codes; the process lives on.
@Suite struct ShimTests {
  @Test func aFatalGLPKErrorIsCaughtAndReported() {
    var problem: OpaquePointer?
    #expect(strut_glp_create_prob(&problem) == 0)
    let generation = strut_glp_env_generation()
    var first: Int32 = 0
    // GLPK aborts the process on a count of 0; the shim catches it.
    #expect(strut_glp_add_rows(problem, 0, &first) == STRUT_GLP_FATAL)
    let message = String(cString: strut_glp_last_message())
    #expect(message.contains("glp_add_rows"))
    // The environment (and with it the problem) is gone; the generation says so.
    #expect(strut_glp_env_generation() != generation)
    #expect(strut_glp_live_problems() == 0)
    // Deleting a problem of a stale generation is a harmless no-op.
    #expect(strut_glp_delete_prob(problem, generation) == 0)
    // GLPK works again afterwards.
    var fresh: OpaquePointer?
    #expect(strut_glp_create_prob(&fresh) == 0)
    #expect(strut_glp_add_rows(fresh, 2, &first) == 0)
    #expect(first == 1)
    var rows: Int32 = 0
    #expect(strut_glp_get_num_rows(fresh, &rows) == 0)
    #expect(rows == 2)
    #expect(strut_glp_delete_prob(fresh, strut_glp_env_generation()) == 0)
    #expect(strut_glp_live_problems() == 0)
  }

  @Test func anOutOfRangeIndexIsCaught() {
    var problem: OpaquePointer?
    #expect(strut_glp_create_prob(&problem) == 0)
    #expect(strut_glp_set_row_bnds(problem, 7, 1, 0, 0) == STRUT_GLP_FATAL)
    #expect(String(cString: strut_glp_last_message()).contains("out of range"))
    #expect(strut_glp_live_problems() == 0)
  }

  @Test func injectedFaultsAreRealGLPKErrors() {
    var problem: OpaquePointer?
    #expect(strut_glp_create_prob(&problem) == 0)
    strut_glp_inject_fault()
    var columns: Int32 = -1
    #expect(strut_glp_get_num_cols(problem, &columns) == STRUT_GLP_FATAL)
    #expect(columns == -1)
    #expect(!String(cString: strut_glp_last_message()).isEmpty)
  }

  @Test func threadTokensAreStableOnOneThread() {
    let token = strut_glp_thread_token()
    #expect(token != 0)
    #expect(strut_glp_thread_token() == token)
  }
}
