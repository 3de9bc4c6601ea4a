// The system GLPK library (Debian/Ubuntu: apt-get install libglpk-dev).
// GLPK is GPL-3.0-or-later: only the opt-in StrutGLPK product links it.
#include <glpk.h>
