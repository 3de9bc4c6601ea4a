// placeholder while the solver is written
