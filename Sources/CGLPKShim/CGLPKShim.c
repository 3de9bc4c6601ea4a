// Guarded GLPK calls: see include/CGLPKShim.h.
#include "CGLPKShim.h"

#include <glpk.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>

// Per-thread state: GLPK's own environment is per thread, so ours is too.
typedef struct {
  jmp_buf *jump;          // where a GLPK fatal error returns to (NULL outside a guarded call)
  int hooks_installed;    // hooks live in GLPK's environment; reinstall after it is freed
  int fault_pending;      // strut_glp_inject_fault() was called
  uint64_t token;         // strut_glp_thread_token()
  uint64_t generation;    // bumped by every glp_free_env()
  long live;              // problems created and not deleted
  double seconds;         // time spent in guarded calls
  size_t message_length;
  char message[1024];
} strut_thread_state;

static _Thread_local strut_thread_state state;
static atomic_uint_fast64_t next_token = 1;

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// Collects everything GLPK prints (with terminal output off that is only error text) and
// suppresses it.
static int terminal_hook(void *info, const char *text) {
  (void)info;
  size_t room = sizeof(state.message) - 1 - state.message_length;
  size_t length = strlen(text);
  if (length > room) length = room;
  memcpy(state.message + state.message_length, text, length);
  state.message_length += length;
  state.message[state.message_length] = '\0';
  return 1;
}

// Called by glp_error before it would call abort(): jump back into the wrapper instead.
// Outside a guarded call there is no target; returning lets GLPK abort as it always would
// (that cannot happen through this shim: every GLPK call goes through a wrapper).
static void error_hook(void *info) {
  (void)info;
  if (state.jump != NULL) longjmp(*state.jump, 1);
}

static void free_environment(void) {
  glp_free_env();
  state.hooks_installed = 0;
  state.generation += 1;
  state.live = 0;
}

static void prepare(void) {
  if (!state.hooks_installed) {
    glp_term_hook(terminal_hook, NULL);
    glp_error_hook(error_hook, NULL);
    glp_term_out(GLP_OFF);
    state.hooks_installed = 1;
  }
  state.message_length = 0;
  state.message[0] = '\0';
}

// Raises a genuine GLPK error (glp_add_rows rejects a count of 0) for the fault-injection aid.
static void raise_injected_fault(glp_prob *problem) {
  state.fault_pending = 0;
  if (problem != NULL) {
    glp_add_rows(problem, 0);
  } else {
    glp_prob *scratch = glp_create_prob();
    glp_add_rows(scratch, 0);
  }
}

// GUARDED(problem, body...): runs body with GLPK's fatal errors caught. `problem` is only used
// by the fault-injection aid.
#define GUARDED(problem, ...)                                         \
  do {                                                              \
    volatile double started = now_seconds();                        \
    prepare();                                                      \
    jmp_buf target;                                                 \
    jmp_buf *volatile saved = state.jump;                           \
    state.jump = &target;                                           \
    if (setjmp(target) != 0) {                                      \
      state.jump = saved;                                           \
      free_environment();                                           \
      state.seconds += now_seconds() - started;                     \
      return STRUT_GLP_FATAL;                                       \
    }                                                               \
    if (state.fault_pending) raise_injected_fault(problem);         \
    __VA_ARGS__;                                                    \
    state.jump = saved;                                             \
    state.seconds += now_seconds() - started;                       \
    return 0;                                                       \
  } while (0)

uint64_t strut_glp_thread_token(void) {
  if (state.token == 0) state.token = atomic_fetch_add(&next_token, 1);
  return state.token;
}

uint64_t strut_glp_env_generation(void) { return state.generation; }
double strut_glp_seconds(void) { return state.seconds; }
const char *strut_glp_last_message(void) { return state.message; }
long strut_glp_live_problems(void) { return state.live; }
void strut_glp_inject_fault(void) { state.fault_pending = 1; }

int strut_glp_release_thread(void) {
  if (state.live != 0) return 0;
  free_environment();
  return 1;
}

// A thread that ends with GLPK problems alive (solvers released on another thread, which
// cannot touch them) frees its GLPK environment, and with it every such problem, as it exits:
// no other thread may use them, and nothing else could free them (issue 18: a leak that
// AddressSanitizer reported). The key's value only marks a thread that created a problem.
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

static void free_environment_at_exit(void *marker) {
  (void)marker;
  if (state.live > 0) free_environment();
}

static void create_exit_key(void) { pthread_key_create(&exit_key, free_environment_at_exit); }

static void free_environment_when_thread_exits(void) {
  pthread_once(&exit_key_once, create_exit_key);
  if (pthread_getspecific(exit_key) == NULL) pthread_setspecific(exit_key, &exit_key);
}

int strut_glp_create_prob(struct glp_prob **out) {
  free_environment_when_thread_exits();
  GUARDED(NULL, {
    *out = glp_create_prob();
    state.live += 1;
  });
}

int strut_glp_delete_prob(struct glp_prob *problem, uint64_t generation) {
  if (generation != state.generation) return 0;
  GUARDED(problem, {
    glp_delete_prob(problem);
    state.live -= 1;
    if (state.live <= 0) free_environment();
  });
}

int strut_glp_add_rows(struct glp_prob *problem, int count, int *first) {
  GUARDED(problem, *first = glp_add_rows(problem, count));
}

int strut_glp_add_cols(struct glp_prob *problem, int count, int *first) {
  GUARDED(problem, *first = glp_add_cols(problem, count));
}

int strut_glp_del_rows(struct glp_prob *problem, int count, const int *numbers) {
  GUARDED(problem, glp_del_rows(problem, count, numbers));
}

int strut_glp_del_cols(struct glp_prob *problem, int count, const int *numbers) {
  GUARDED(problem, glp_del_cols(problem, count, numbers));
}

int strut_glp_get_num_rows(struct glp_prob *problem, int *out) {
  GUARDED(problem, *out = glp_get_num_rows(problem));
}

int strut_glp_get_num_cols(struct glp_prob *problem, int *out) {
  GUARDED(problem, *out = glp_get_num_cols(problem));
}

int strut_glp_set_row_bnds(struct glp_prob *problem, int row, int type, double lb, double ub) {
  GUARDED(problem, glp_set_row_bnds(problem, row, type, lb, ub));
}

int strut_glp_set_col_bnds(struct glp_prob *problem, int col, int type, double lb, double ub) {
  GUARDED(problem, glp_set_col_bnds(problem, col, type, lb, ub));
}

int strut_glp_set_obj_coef(struct glp_prob *problem, int col, double coefficient) {
  GUARDED(problem, glp_set_obj_coef(problem, col, coefficient));
}

int strut_glp_set_mat_row(
    struct glp_prob *problem, int row, int length, const int *indices, const double *values) {
  GUARDED(problem, glp_set_mat_row(problem, row, length, indices, values));
}

int strut_glp_set_mat_col(
    struct glp_prob *problem, int col, int length, const int *indices, const double *values) {
  GUARDED(problem, glp_set_mat_col(problem, col, length, indices, values));
}

/* Sets `count` consecutive rows (or columns) from `first`: line k's cells are
   indices/values[starts[k] ..< starts[k + 1]], its bounds types/lower/upper[k]. */
static void load_lines(
    struct glp_prob *problem, int rows, int first, int count, const int *starts,
    const int *indices, const double *values, const int *types, const double *lower,
    const double *upper) {
  for (int k = 0; k < count; k++) {
    int length = starts[k + 1] - starts[k];
    if (rows) {
      if (length > 0) glp_set_mat_row(problem, first + k, length, indices + starts[k], values + starts[k]);
      glp_set_row_bnds(problem, first + k, types[k], lower[k], upper[k]);
    } else {
      if (length > 0) glp_set_mat_col(problem, first + k, length, indices + starts[k], values + starts[k]);
      glp_set_col_bnds(problem, first + k, types[k], lower[k], upper[k]);
    }
  }
}

int strut_glp_load_rows(
    struct glp_prob *problem, int first, int count, const int *starts, const int *indices,
    const double *values, const int *types, const double *lower, const double *upper) {
  GUARDED(problem, load_lines(problem, 1, first, count, starts, indices, values, types, lower, upper));
}

int strut_glp_load_cols(
    struct glp_prob *problem, int first, int count, const int *starts, const int *indices,
    const double *values, const int *types, const double *lower, const double *upper) {
  GUARDED(problem, load_lines(problem, 0, first, count, starts, indices, values, types, lower, upper));
}

int strut_glp_set_row_bnds_list(
    struct glp_prob *problem, int count, const int *rows, const int *types, const double *lower,
    const double *upper) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) glp_set_row_bnds(problem, rows[k], types[k], lower[k], upper[k]);
  });
}

int strut_glp_set_row_bnds_packed(
    struct glp_prob *problem, int count, const int *rows, const strut_bounds *bounds) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++)
      glp_set_row_bnds(problem, rows[k], bounds[k].type, bounds[k].lower, bounds[k].upper);
  });
}

int strut_glp_set_row_bnds_same(
    struct glp_prob *problem, int count, const int *rows, int type, double lower, double upper) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) glp_set_row_bnds(problem, rows[k], type, lower, upper);
  });
}

int strut_glp_set_col_bnds_same(
    struct glp_prob *problem, int count, const int *cols, int type, double lower, double upper) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) glp_set_col_bnds(problem, cols[k], type, lower, upper);
  });
}

int strut_glp_set_col_bnds_list(
    struct glp_prob *problem, int count, const int *cols, const int *types, const double *lower,
    const double *upper) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) glp_set_col_bnds(problem, cols[k], types[k], lower[k], upper[k]);
  });
}

int strut_glp_set_row_stat_list(struct glp_prob *problem, int count, const int *rows, const int *in) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) glp_set_row_stat(problem, rows[k], in[k]);
  });
}

int strut_glp_set_col_stat_list(struct glp_prob *problem, int count, const int *cols, const int *in) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) glp_set_col_stat(problem, cols[k], in[k]);
  });
}

int strut_glp_ftran_unit(
    struct glp_prob *problem, int row, int m, double *x, int *nonzeros, int *count) {
  GUARDED(problem, {
    memset(x, 0, sizeof(double) * (size_t)(m + 1));
    x[row] = 1.0;
    glp_ftran(problem, x);
    int found = 0;
    for (int k = 1; k <= m; k++) {
      if (x[k] > 1e-12 || x[k] < -1e-12) nonzeros[found++] = k;
    }
    *count = found;
  });
}

int strut_glp_get_all_col_prims(struct glp_prob *problem, int n, double *out) {
  GUARDED(problem, {
    for (int j = 1; j <= n; j++) out[j - 1] = glp_get_col_prim(problem, j);
  });
}

// GLPK's simplex parameters with terminal output off and the given limits.
static glp_smcp quiet_parameters(int iteration_limit, int time_limit_ms) {
  glp_smcp parameters;
  glp_init_smcp(&parameters);
  parameters.msg_lev = GLP_MSG_OFF;
  parameters.it_lim = iteration_limit;
  parameters.tm_lim = time_limit_ms;
  return parameters;
}

int strut_glp_simplex(
    struct glp_prob *problem, int method, int iteration_limit, int time_limit_ms,
    double feasibility_tolerance, int *result) {
  GUARDED(problem, {
    glp_smcp parameters = quiet_parameters(iteration_limit, time_limit_ms);
    parameters.meth = method;
    parameters.presolve = GLP_OFF;
    if (feasibility_tolerance > 0) parameters.tol_bnd = feasibility_tolerance;
    *result = glp_simplex(problem, &parameters);
  });
}

int strut_glp_exact(struct glp_prob *problem, int iteration_limit, int time_limit_ms, int *result) {
  GUARDED(problem, {
    glp_smcp parameters = quiet_parameters(iteration_limit, time_limit_ms);
    *result = glp_exact(problem, &parameters);
  });
}

int strut_glp_warm_up(struct glp_prob *problem, int *result) {
  GUARDED(problem, *result = glp_warm_up(problem));
}

int strut_glp_factorize(struct glp_prob *problem, int *result) {
  GUARDED(problem, *result = glp_factorize(problem));
}

int strut_glp_ftran(struct glp_prob *problem, double *x) {
  GUARDED(problem, glp_ftran(problem, x));
}

int strut_glp_btran(struct glp_prob *problem, double *x) {
  GUARDED(problem, glp_btran(problem, x));
}

int strut_glp_bf_exists(struct glp_prob *problem, int *out) {
  GUARDED(problem, *out = glp_bf_exists(problem));
}

int strut_glp_get_bhead(struct glp_prob *problem, int position, int *out) {
  GUARDED(problem, *out = glp_get_bhead(problem, position));
}

int strut_glp_get_bheads(struct glp_prob *problem, int count, int *out) {
  GUARDED(problem, {
    for (int k = 1; k <= count; k++) out[k - 1] = glp_get_bhead(problem, k);
  });
}

int strut_glp_adv_basis(struct glp_prob *problem) {
  GUARDED(problem, glp_adv_basis(problem, 0));
}

int strut_glp_std_basis(struct glp_prob *problem) {
  GUARDED(problem, glp_std_basis(problem));
}

int strut_glp_scale_prob(struct glp_prob *problem, int flags) {
  GUARDED(problem, glp_scale_prob(problem, flags));
}

int strut_glp_unscale_prob(struct glp_prob *problem) {
  GUARDED(problem, glp_unscale_prob(problem));
}

int strut_glp_get_statuses(struct glp_prob *problem, int *status, int *primal, int *dual) {
  GUARDED(problem, {
    *status = glp_get_status(problem);
    *primal = glp_get_prim_stat(problem);
    *dual = glp_get_dual_stat(problem);
  });
}

int strut_glp_get_obj_val(struct glp_prob *problem, double *out) {
  GUARDED(problem, *out = glp_get_obj_val(problem));
}

int strut_glp_get_it_cnt(struct glp_prob *problem, int *out) {
  GUARDED(problem, *out = glp_get_it_cnt(problem));
}

int strut_glp_get_col_prims(struct glp_prob *problem, int count, const int *cols, double *out) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) out[k] = cols[k] > 0 ? glp_get_col_prim(problem, cols[k]) : 0.0;
  });
}

int strut_glp_get_row_prims(struct glp_prob *problem, int count, const int *rows, double *out) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) out[k] = glp_get_row_prim(problem, rows[k]);
  });
}

int strut_glp_get_row_duals(struct glp_prob *problem, int count, const int *rows, double *out) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) out[k] = glp_get_row_dual(problem, rows[k]);
  });
}

int strut_glp_get_col_prim(struct glp_prob *problem, int col, double *out) {
  GUARDED(problem, *out = glp_get_col_prim(problem, col));
}

int strut_glp_get_row_duals_range(struct glp_prob *problem, int first, int count, double *out) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) out[k] = glp_get_row_dual(problem, first + k);
  });
}

int strut_glp_get_col_duals(struct glp_prob *problem, int count, const int *cols, double *out) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) out[k] = glp_get_col_dual(problem, cols[k]);
  });
}

int strut_glp_get_col_duals_range(struct glp_prob *problem, int first, int count, double *out) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) out[k] = glp_get_col_dual(problem, first + k);
  });
}

int strut_glp_get_row_stats(struct glp_prob *problem, int first, int count, int *out) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) out[k] = glp_get_row_stat(problem, first + k);
  });
}

int strut_glp_get_col_stats(struct glp_prob *problem, int first, int count, int *out) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) out[k] = glp_get_col_stat(problem, first + k);
  });
}

int strut_glp_set_row_stats(struct glp_prob *problem, int first, int count, const int *in) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) glp_set_row_stat(problem, first + k, in[k]);
  });
}

int strut_glp_set_col_stats(struct glp_prob *problem, int first, int count, const int *in) {
  GUARDED(problem, {
    for (int k = 0; k < count; k++) glp_set_col_stat(problem, first + k, in[k]);
  });
}
