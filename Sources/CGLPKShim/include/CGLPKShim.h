// Guarded wrappers around the GLPK calls StrutGLPK uses.
//
// GLPK reports misuse and internal failures by printing a message and calling abort(). Every
// wrapper here installs a jump target, routes GLPK's error hook to it, and returns
// STRUT_GLP_FATAL (with GLPK's message in strut_glp_last_message()) instead of letting the
// process end. After a caught error GLPK's environment of the calling thread is freed: EVERY
// problem object of that thread is gone and strut_glp_env_generation() changes, so callers
// compare generations before they touch a problem again.
//
// Every wrapper returns 0 on success; results come back through out-parameters. Arrays follow
// GLPK's 1-based convention where GLPK's own call does (element 0 is ignored).
//
// GLPK keeps its state per thread: a problem may only be used on the thread that created it.
#ifndef STRUT_CGLPKSHIM_H
#define STRUT_CGLPKSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Returned by a wrapper when GLPK raised a fatal error (the environment has been freed).
#define STRUT_GLP_FATAL (-1)

struct glp_prob;

/// A process-unique number for the calling thread (never reused, unlike pthread_t).
uint64_t strut_glp_thread_token(void);
/// Changes whenever GLPK's environment of the calling thread is freed.
uint64_t strut_glp_env_generation(void);
/// Seconds spent inside guarded GLPK calls on the calling thread, in total.
double strut_glp_seconds(void);
/// GLPK's message for the last failed call on the calling thread ("" if none).
const char *strut_glp_last_message(void);
/// Problems created on the calling thread and not yet deleted.
long strut_glp_live_problems(void);
/// Frees GLPK's environment of the calling thread if no problem of this thread is alive.
/// Returns 1 if it was freed, 0 if problems are still alive (nothing is done then).
int strut_glp_release_thread(void);
/// Test aid: makes the next guarded call on this thread fail inside GLPK (a real GLPK
/// error is raised and caught) instead of doing its work.
void strut_glp_inject_fault(void);

int strut_glp_create_prob(struct glp_prob **out);
/// Deletes `problem` unless `generation` is stale (then it was freed already); frees the
/// thread's environment when the last live problem goes.
int strut_glp_delete_prob(struct glp_prob *problem, uint64_t generation);

int strut_glp_add_rows(struct glp_prob *problem, int count, int *first);
int strut_glp_add_cols(struct glp_prob *problem, int count, int *first);
/// `numbers[1...count]` are the 1-based indices to delete.
int strut_glp_del_rows(struct glp_prob *problem, int count, const int *numbers);
int strut_glp_del_cols(struct glp_prob *problem, int count, const int *numbers);
int strut_glp_get_num_rows(struct glp_prob *problem, int *out);
int strut_glp_get_num_cols(struct glp_prob *problem, int *out);

int strut_glp_set_row_bnds(struct glp_prob *problem, int row, int type, double lb, double ub);
int strut_glp_set_col_bnds(struct glp_prob *problem, int col, int type, double lb, double ub);
int strut_glp_set_obj_coef(struct glp_prob *problem, int col, double coefficient);
/// `indices[1...length]`, `values[1...length]`.
int strut_glp_set_mat_row(
    struct glp_prob *problem, int row, int length, const int *indices, const double *values);
int strut_glp_set_mat_col(
    struct glp_prob *problem, int col, int length, const int *indices, const double *values);

/// Loads `count` consecutive rows starting at `first` in one guarded call: row `first + k` gets
/// the entries `indices[starts[k] + 1 ... starts[k + 1]]`, `values[…]` (element 0 of both arrays
/// is unused, as in GLPK) and the bounds `types[k]`, `lower[k]`, `upper[k]`.
int strut_glp_load_rows(
    struct glp_prob *problem, int first, int count, const int *starts, const int *indices,
    const double *values, const int *types, const double *lower, const double *upper);
/// The same for `count` consecutive columns starting at `first` (a column without entries
/// only gets its bounds).
int strut_glp_load_cols(
    struct glp_prob *problem, int first, int count, const int *starts, const int *indices,
    const double *values, const int *types, const double *lower, const double *upper);
/// Sets the bounds of the rows `rows[0 ..< count]`.
int strut_glp_set_row_bnds_list(
    struct glp_prob *problem, int count, const int *rows, const int *types, const double *lower,
    const double *upper);
/// Sets the bounds of the columns `cols[0 ..< count]`.
int strut_glp_set_col_bnds_list(
    struct glp_prob *problem, int count, const int *cols, const int *types, const double *lower,
    const double *upper);
/// One row's or column's bounds: a GLPK bound type (GLP_FR … GLP_FX) and its two bounds.
typedef struct {
  int type;
  double lower;
  double upper;
} strut_bounds;
/// Sets the bounds of the rows `rows[0 ..< count]` to `bounds[0 ..< count]`.
int strut_glp_set_row_bnds_packed(
    struct glp_prob *problem, int count, const int *rows, const strut_bounds *bounds);
/// glp_set_row_bnds / glp_set_col_bnds with the same bounds for `count` rows / columns.
int strut_glp_set_row_bnds_same(
    struct glp_prob *problem, int count, const int *rows, int type, double lower, double upper);
int strut_glp_set_col_bnds_same(
    struct glp_prob *problem, int count, const int *cols, int type, double lower, double upper);
/// Sets the statuses of the rows `rows[0 ..< count]` (GLPK adjusts non-basic ones to the bounds).
int strut_glp_set_row_stat_list(struct glp_prob *problem, int count, const int *rows, const int *in);
/// Sets the statuses of the columns `cols[0 ..< count]`.
int strut_glp_set_col_stat_list(struct glp_prob *problem, int count, const int *cols, const int *in);
/// glp_ftran of the unit vector e_row: `x[0 ... m]` receives B⁻¹·e_row (x[0] unused); the basis
/// positions k with |x[k]| > 1e-12 are listed in `nonzeros` (room for m), `*count` of them.
int strut_glp_ftran_unit(
    struct glp_prob *problem, int row, int m, double *x, int *nonzeros, int *count);
/// Primal values of every column: `out[j - 1]` for column j in 1...n.
int strut_glp_get_all_col_prims(struct glp_prob *problem, int n, double *out);

/// Runs glp_simplex with presolve off, terminal output off and the given method and limits,
/// and the primal feasibility tolerance `tol_bnd` (GLPK's default 1e-7 when it is <= 0);
/// `*result` receives glp_simplex's return code.
int strut_glp_simplex(
    struct glp_prob *problem, int method, int iteration_limit, int time_limit_ms,
    double feasibility_tolerance, int *result);
/// Runs glp_exact (rational arithmetic, from the current basis) with terminal output off and
/// the given limits; `*result` receives glp_exact's return code.
int strut_glp_exact(struct glp_prob *problem, int iteration_limit, int time_limit_ms, int *result);
/// `*result` receives glp_warm_up's return code.
int strut_glp_warm_up(struct glp_prob *problem, int *result);
/// `*result` receives glp_factorize's return code.
int strut_glp_factorize(struct glp_prob *problem, int *result);
/// glp_ftran on `x[1...m]`.
int strut_glp_ftran(struct glp_prob *problem, double *x);
/// glp_btran on `x[1...m]`.
int strut_glp_btran(struct glp_prob *problem, double *x);
int strut_glp_bf_exists(struct glp_prob *problem, int *out);
int strut_glp_get_bhead(struct glp_prob *problem, int position, int *out);
/// `out[k - 1] = glp_get_bhead(problem, k)` for k in 1...count.
int strut_glp_get_bheads(struct glp_prob *problem, int count, int *out);
int strut_glp_adv_basis(struct glp_prob *problem);
int strut_glp_std_basis(struct glp_prob *problem);
int strut_glp_scale_prob(struct glp_prob *problem, int flags);
int strut_glp_unscale_prob(struct glp_prob *problem);

/// glp_get_status, glp_get_prim_stat and glp_get_dual_stat at once.
int strut_glp_get_statuses(struct glp_prob *problem, int *status, int *primal, int *dual);
int strut_glp_get_obj_val(struct glp_prob *problem, double *out);
int strut_glp_get_it_cnt(struct glp_prob *problem, int *out);

/// `out[k] = glp_get_col_prim(problem, cols[k])` for k in 0..<count (0 where cols[k] is 0).
int strut_glp_get_col_prims(struct glp_prob *problem, int count, const int *cols, double *out);
/// `out[k] = glp_get_row_prim(problem, rows[k])` for k in 0..<count.
int strut_glp_get_row_prims(struct glp_prob *problem, int count, const int *rows, double *out);
/// `out[k] = glp_get_row_dual(problem, rows[k])` for k in 0..<count.
int strut_glp_get_row_duals(struct glp_prob *problem, int count, const int *rows, double *out);
int strut_glp_get_col_prim(struct glp_prob *problem, int col, double *out);

/// Dual values (reduced costs) of rows/columns `first ..< first + count` into `out[0 ..< count]`.
int strut_glp_get_row_duals_range(struct glp_prob *problem, int first, int count, double *out);
/// `out[k] = glp_get_col_dual(problem, cols[k])` for k in 0..<count.
int strut_glp_get_col_duals(struct glp_prob *problem, int count, const int *cols, double *out);
int strut_glp_get_col_duals_range(struct glp_prob *problem, int first, int count, double *out);
/// Statuses of rows/columns `first ..< first + count` into `out[0 ..< count]`.
int strut_glp_get_row_stats(struct glp_prob *problem, int first, int count, int *out);
int strut_glp_get_col_stats(struct glp_prob *problem, int first, int count, int *out);
/// Sets the statuses of rows/columns `first ..< first + count` from `in[0 ..< count]`.
int strut_glp_set_row_stats(struct glp_prob *problem, int first, int count, const int *in);
int strut_glp_set_col_stats(struct glp_prob *problem, int first, int count, const int *in);

#ifdef __cplusplus
}
#endif

#endif
